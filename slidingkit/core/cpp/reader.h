// The input reader: the input as the Python files read it. They decode the whole input as
// UTF-8 (strictly), drop leading byte order marks and split it with str.split(); the same rules
// here, one code point at a time. next_symbol() gives the next code point that is not
// whitespace; the input is standard input, or the file main() opens into source.
// Needs <cerrno>, <cstdio>, <cstring> and the file's PROBLEM (the name its messages start with).
// Cost: a 64 KB buffer; O(1) a byte, each byte read once.

const int END_OF_INPUT = -1;
const int NOT_UTF8 = -2;
const int BYTE_ORDER_MARK = 0xFEFF;

std::FILE* source = stdin;
unsigned char buffer[1 << 16];
std::size_t buffered = 0, consumed = 0;

int next_byte() {
    if (consumed == buffered) {
        buffered = std::fread(buffer, 1, sizeof buffer, source);
        consumed = 0;
        if (buffered == 0) return END_OF_INPUT;
    }
    return buffer[consumed++];
}

// The next code point, END_OF_INPUT, or NOT_UTF8 where the bytes are not UTF-8 as Python's
// strict decoder has it: no overlong forms, no surrogates, nothing past U+10FFFF.
int next_code_point() {
    int byte = next_byte();
    if (byte < 0x80) return byte;  // ASCII, or END_OF_INPUT
    int extra, lowest = 0x80, highest = 0xBF, code_point;
    if (byte >= 0xC2 && byte <= 0xDF) {
        extra = 1;
        code_point = byte & 0x1F;
    } else if (byte >= 0xE0 && byte <= 0xEF) {
        extra = 2;
        code_point = byte & 0x0F;
        if (byte == 0xE0) lowest = 0xA0;   // overlong below U+0800
        if (byte == 0xED) highest = 0x9F;  // surrogates
    } else if (byte >= 0xF0 && byte <= 0xF4) {
        extra = 3;
        code_point = byte & 0x07;
        if (byte == 0xF0) lowest = 0x90;   // overlong below U+10000
        if (byte == 0xF4) highest = 0x8F;  // past U+10FFFF
    } else {
        return NOT_UTF8;
    }
    for (int index = 0; index < extra; ++index) {
        int following = next_byte();
        if (following < lowest || following > highest) return NOT_UTF8;
        code_point = code_point << 6 | (following & 0x3F);
        lowest = 0x80;
        highest = 0xBF;
    }
    return code_point;
}

// Whitespace as Python's str.split() sees it.
bool is_space(int code_point) {
    return (code_point >= 0x09 && code_point <= 0x0D) || (code_point >= 0x1C && code_point <= 0x20)
        || code_point == 0x85 || code_point == 0xA0 || code_point == 0x1680
        || (code_point >= 0x2000 && code_point <= 0x200A) || code_point == 0x2028
        || code_point == 0x2029 || code_point == 0x202F || code_point == 0x205F
        || code_point == 0x3000;
}

bool at_start = true;

// The next code point that is not whitespace (a symbol), END_OF_INPUT or NOT_UTF8.
int next_symbol() {
    for (;;) {
        int code_point = next_code_point();
        if (at_start && code_point == BYTE_ORDER_MARK) continue;
        at_start = false;
        if (code_point < 0 || !is_space(code_point)) return code_point;
    }
}

// Writes that the input (name: the file, or "standard input") cannot be read; returns exit
// status 1.
int cannot_read(const char* name) {
    std::fprintf(stderr, "%s: cannot read %s: %s\n", PROBLEM, name, std::strerror(errno));
    return 1;
}
