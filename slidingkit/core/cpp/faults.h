// Bad input: the first fault of the most basic kind is the one reported. The Python files check
// the encoding, then that every item that must be a number is one, then the layout (the counts
// and the shapes), then each board in turn. A C++ file reads its input once, so it notes each
// fault it meets with note_fault() and reports, at the end, the first one of the lowest level:
// main() writes `PROBLEM: bad input: ` and fault when fault_level is not NO_FAULT.
// Needs <string>. Cost: the one message kept; a fault noted costs its message.

enum FaultLevel { ENCODING, NUMBER, LAYOUT, BOARD, NO_FAULT };

FaultLevel fault_level = NO_FAULT;
std::string fault;

void note_fault(FaultLevel level, const std::string& message) {
    if (level < fault_level) {
        fault_level = level;
        fault = message;
    }
}
