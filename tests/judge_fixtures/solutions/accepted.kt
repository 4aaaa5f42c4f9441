// Fixture, accepted (Kotlin): prints the sum of the input's integers, then the integers sorted.
fun main() {
    val numbers = generateSequence(::readLine).flatMap { it.split(" ", "\t").asSequence() }
        .filter { it.isNotEmpty() }.map { it.toInt() }.toList().sorted()
    println(numbers.sum())
    println(numbers.joinToString(" "))
}
