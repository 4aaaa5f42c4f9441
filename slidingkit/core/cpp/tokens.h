// Tokens: the input as the runs of code points that are not whitespace, which the Python files
// get from str.split(); next_token() reads one, keeping its length, its first code points for
// the messages (shortened() writes them as the Python file does) and, when it is all ASCII
// digits, its value. Uses reader.h, faults.h and text.h.
// Cost: O(1) a code point; a Token holds 21 code points, whatever the token's length.

const int SHOWN = 20;  // a message shows a token's first 20 code points, then "..."
const int MOST_DIGITS = 9;  // a number of more significant digits is out of any range here

struct Token {
    long length;  // in code points
    int shown[SHOWN + 1];  // its first SHOWN + 1 code points
    bool digits_only;  // ASCII digits only
    int significant_digits;  // digits after any leading zeros
    int value;  // the number, when digits_only and at most MOST_DIGITS significant digits
};

// Reads the next token; false at the end of input, or after noting that it is not UTF-8.
bool next_token(Token& token) {
    token.length = 0;
    token.digits_only = true;
    token.significant_digits = 0;
    token.value = 0;
    int code_point = next_symbol();
    while (code_point >= 0 && !is_space(code_point)) {
        if (token.length <= SHOWN) token.shown[token.length] = code_point;
        ++token.length;
        if (code_point < '0' || code_point > '9') {
            token.digits_only = false;
        } else if (token.significant_digits > 0 || code_point != '0') {
            if (++token.significant_digits <= MOST_DIGITS) token.value = token.value * 10 + (code_point - '0');
        }
        code_point = next_code_point();
    }
    if (code_point == NOT_UTF8) {
        note_fault(ENCODING, "the input is not UTF-8 text");
        return false;
    }
    return token.length > 0;
}

// The token as the Python file's messages show it: repr() of at most its first 20 code points,
// followed by "..." when there are more.
std::string shortened(const Token& token) {
    int shown[SHOWN + 3];
    int count = token.length <= SHOWN ? static_cast<int>(token.length) : SHOWN;
    for (int index = 0; index < count; ++index) shown[index] = token.shown[index];
    if (token.length > SHOWN) {
        for (int dot = 0; dot < 3; ++dot) shown[count++] = '.';
    }
    return python_repr(shown, count);
}
