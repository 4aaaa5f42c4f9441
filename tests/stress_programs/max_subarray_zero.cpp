// Wrong on purpose (the maximum subarray problem, see max_subarray_gen.py): Kadane's scan started
// from an empty run of sum 0, so where every number is negative it prints 0.
#include <algorithm>
#include <iostream>

int main() {
    long long size, number, best = 0, ending = 0;
    std::cin >> size;
    for (long long index = 0; index < size; ++index) {
        std::cin >> number;
        ending = std::max(0LL, ending + number);
        best = std::max(best, ending);
    }
    std::cout << best << "\n";
}
