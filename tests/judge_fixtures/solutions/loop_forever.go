// Fixture, time limit (Go): loops forever without reading its input.
package main

func main() {
	for {
	}
}
