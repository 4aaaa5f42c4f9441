// Fixture, compilation error (JavaScript): a syntax error, found before anything runs.
const numbers = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
console.log(numbers.reduce((sum, number) => sum + number, 0);
