// Fixture, compilation error (Kotlin): a string where an Int is declared.
fun main() {
    val sum: Int = "zero"
    println(sum)
}
