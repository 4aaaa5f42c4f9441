// Fixture, runtime error (Go): reads past the end of its numbers and panics before printing.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	numbers := []int{}
	for {
		var number int
		if _, err := fmt.Fscan(reader, &number); err != nil {
			break
		}
		numbers = append(numbers, number)
	}
	fmt.Println(numbers[len(numbers)+9])
}
