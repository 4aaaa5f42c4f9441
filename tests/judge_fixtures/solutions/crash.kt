// Fixture, runtime error (Kotlin): reads past the end of its numbers and throws before printing.
fun main() {
    val numbers = generateSequence(::readLine).flatMap { it.split(" ", "\t").asSequence() }
        .filter { it.isNotEmpty() }.map { it.toInt() }.toList()
    println(numbers[numbers.size + 9])
}
