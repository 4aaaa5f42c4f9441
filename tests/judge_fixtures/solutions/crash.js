// Fixture, runtime error (JavaScript): throws before printing.
const numbers = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
if (numbers.length < 10) {
  throw new RangeError("no tenth number");
}
console.log(numbers[9]);
