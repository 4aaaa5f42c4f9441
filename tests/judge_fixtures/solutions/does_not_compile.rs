// Fixture, compilation error (Rust): a string where an integer is declared.
fn main() {
    let sum: i64 = "zero";
    println!("{}", sum);
}
