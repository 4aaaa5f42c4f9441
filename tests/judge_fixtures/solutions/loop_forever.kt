// Fixture, time limit (Kotlin): loops forever without reading its input.
fun main() {
    while (true) {
    }
}
