// Text as the Python files write it: decimal() a number as str() does, append_utf8() a code
// point in UTF-8, python_repr() code points as repr() does in the messages on stderr.
// Needs <cstdio>, <string>. Cost: O(length) a call; nothing held.

std::string decimal(long value) {
    char digits[24];
    std::sprintf(digits, "%ld", value);
    return digits;
}

void append_utf8(std::string& text, int code_point) {
    if (code_point < 0x80) {
        text += static_cast<char>(code_point);
    } else if (code_point < 0x800) {
        text += static_cast<char>(0xC0 | code_point >> 6);
        text += static_cast<char>(0x80 | (code_point & 0x3F));
    } else if (code_point < 0x10000) {
        text += static_cast<char>(0xE0 | code_point >> 12);
        text += static_cast<char>(0x80 | (code_point >> 6 & 0x3F));
        text += static_cast<char>(0x80 | (code_point & 0x3F));
    } else {
        text += static_cast<char>(0xF0 | code_point >> 18);
        text += static_cast<char>(0x80 | (code_point >> 12 & 0x3F));
        text += static_cast<char>(0x80 | (code_point >> 6 & 0x3F));
        text += static_cast<char>(0x80 | (code_point & 0x3F));
    }
}

// Code points as Python's repr() writes them in the Python file's messages: exactly so for
// ASCII; other characters as they are, C1 controls as \xNN.
std::string python_repr(const int* code_points, int count) {
    bool single = false, double_quote = false;
    for (int index = 0; index < count; ++index) {
        single = single || code_points[index] == '\'';
        double_quote = double_quote || code_points[index] == '"';
    }
    char quote = single && !double_quote ? '"' : '\'';
    std::string text(1, quote);
    for (int index = 0; index < count; ++index) {
        int code_point = code_points[index];
        if (code_point == quote || code_point == '\\') {
            text += '\\';
            text += static_cast<char>(code_point);
        } else if (code_point < 0x20 || (code_point >= 0x7F && code_point < 0xA0)) {
            char escaped[8];
            std::sprintf(escaped, "\\x%02x", code_point);
            text += escaped;
        } else {
            append_utf8(text, code_point);
        }
    }
    return text + quote;
}
