// Generator for the maximum subarray problem (see max_subarray_gen.py), in C++:
// ./max_subarray_gen SEED [SIZE] prints SIZE (default: from 1 to 10), then SIZE numbers from -9
// to 9, drawn from SEED.
#include <cstdlib>
#include <iostream>
#include <random>

int main(int argc, char **argv) {
    std::mt19937 random(std::strtoul(argv[1], nullptr, 10));
    int size = argc > 2 ? std::atoi(argv[2]) : 1 + static_cast<int>(random() % 10);
    std::cout << size << "\n";
    for (int index = 0; index < size; ++index) {
        std::cout << (index ? " " : "") << static_cast<int>(random() % 19) - 9;
    }
    std::cout << "\n";
}
