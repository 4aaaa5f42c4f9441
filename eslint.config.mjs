// make lint's rules for the explorer's page script (slidingkit/explorer/web/page.js): ESLint's
// recommended rules, plain browser script (no modules), and no global beyond the browser's own.
import js from "@eslint/js";

export default [
  js.configs.recommended,
  {
    files: ["slidingkit/explorer/web/*.js"],
    languageOptions: {
      ecmaVersion: 2020,
      sourceType: "script",
      globals: { document: "readonly", window: "readonly" },
    },
    rules: {
      "no-var": "error",
      "prefer-const": "error",
      eqeqeq: "error",
      strict: ["error", "global"],
      "no-implicit-globals": "error",
    },
  },
];
