// Fixture, wrong answer (Go): the sum is off by one.
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	numbers := []int{}
	sum := 0
	for {
		var number int
		if _, err := fmt.Fscan(reader, &number); err != nil {
			break
		}
		numbers = append(numbers, number)
		sum += number
	}
	sort.Ints(numbers)
	words := make([]string, len(numbers))
	for index, number := range numbers {
		words[index] = strconv.Itoa(number)
	}
	fmt.Println(sum + 1)
	fmt.Println(strings.Join(words, " "))
}
