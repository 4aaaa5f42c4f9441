// Fixture, wrong answer (Kotlin): the sum is off by one.
fun main() {
    val numbers = generateSequence(::readLine).flatMap { it.split(" ", "\t").asSequence() }
        .filter { it.isNotEmpty() }.map { it.toInt() }.toList().sorted()
    println(numbers.sum() + 1)
    println(numbers.joinToString(" "))
}
