// Fixture, accepted: accepted.py in C++ (the sum of the input's integers, then the integers
// sorted). A run of a few milliseconds: the judge must still measure its memory.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    std::vector<long long> numbers;
    long long value, total = 0;
    while (std::scanf("%lld", &value) == 1) {
        numbers.push_back(value);
        total += value;
    }
    std::sort(numbers.begin(), numbers.end());
    std::printf("%lld\n", total);
    for (size_t i = 0; i < numbers.size(); i++)
        std::printf(i + 1 < numbers.size() ? "%lld " : "%lld\n", numbers[i]);
    return 0;
}
