// Fixture, time limit (JavaScript): loops forever without reading its input.
for (;;) {}
