// Right (the maximum subarray problem, see max_subarray_gen.py): Kadane's scan in C++, O(n).
#include <algorithm>
#include <iostream>

int main() {
    long long size, number;
    std::cin >> size >> number;
    long long best = number, ending = number;
    for (long long index = 1; index < size; ++index) {
        std::cin >> number;
        ending = std::max(number, ending + number);
        best = std::max(best, ending);
    }
    std::cout << best << "\n";
}
