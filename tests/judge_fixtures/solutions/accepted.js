// Fixture, accepted (JavaScript): prints the sum of the input's integers, then the integers sorted.
const numbers = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
numbers.sort((a, b) => a - b);
console.log(numbers.reduce((sum, number) => sum + number, 0));
console.log(numbers.join(" "));
