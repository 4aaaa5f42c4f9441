// Fixture, compilation error (Go): a string where an int is declared.
package main

import "fmt"

func main() {
	var sum int = "zero"
	fmt.Println(sum)
}
