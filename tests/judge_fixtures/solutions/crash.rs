// Fixture, runtime error (Rust): reads past the end of its numbers and panics before printing.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let numbers: Vec<i64> = text.split_whitespace().map(|token| token.parse().unwrap()).collect();
    println!("{}", numbers[numbers.len() + 9]);
}
