// Fixture, time limit (Rust): loops forever without reading its input.
fn main() {
    loop {}
}
