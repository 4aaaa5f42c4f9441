// Fixture, accepted with 64 MiB resident: accepted.cpp's answer, after writing to every page
// of a 64 MiB buffer (a checksum of it goes to stderr, so no compiler leaves it out).
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
    const size_t size = (size_t)64 << 20, page = 4096;
    std::vector<unsigned char> buffer(size);
    for (size_t i = 0; i < size; i += page) buffer[i] = (unsigned char)(i / page + total);
    unsigned checksum = 0;
    for (size_t i = 0; i < size; i += page) checksum += buffer[i];
    std::fprintf(stderr, "checksum %u\n", checksum);
    std::sort(numbers.begin(), numbers.end());
    std::printf("%lld\n", total);
    for (size_t i = 0; i < numbers.size(); i++)
        std::printf(i + 1 < numbers.size() ? "%lld " : "%lld\n", numbers[i]);
    return 0;
}
