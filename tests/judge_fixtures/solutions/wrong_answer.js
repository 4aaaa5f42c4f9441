// Fixture, wrong answer (JavaScript): the sum is off by one.
const numbers = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
numbers.sort((a, b) => a - b);
console.log(numbers.reduce((sum, number) => sum + number, 1));
console.log(numbers.join(" "));
