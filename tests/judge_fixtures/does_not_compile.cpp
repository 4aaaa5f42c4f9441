// Fixture, expected CE: a C++ file with a syntax error (a missing semicolon).
#include <cstdio>

int main() {
    std::printf("3\n")
    return 0;
}
