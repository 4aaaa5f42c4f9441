// Fixture, accepted (Rust): prints the sum of the input's integers, then the integers sorted.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut numbers: Vec<i64> = text.split_whitespace().map(|token| token.parse().unwrap()).collect();
    numbers.sort();
    let words: Vec<String> = numbers.iter().map(|number| number.to_string()).collect();
    println!("{}", numbers.iter().sum::<i64>());
    println!("{}", words.join(" "));
}
