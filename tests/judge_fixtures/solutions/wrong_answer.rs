// Fixture, wrong answer (Rust): the sum is off by one.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut numbers: Vec<i64> = text.split_whitespace().map(|token| token.parse().unwrap()).collect();
    numbers.sort();
    let words: Vec<String> = numbers.iter().map(|number| number.to_string()).collect();
    println!("{}", numbers.iter().sum::<i64>() + 1);
    println!("{}", words.join(" "));
}
