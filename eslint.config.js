// typescript-eslint flat config for the whole monorepo; `make lint` runs it with Prettier's check.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "prisma/generated/**", "var/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One jotai store module (web/src/lib/store.ts), which non-React code such as the SSE client writes to.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "jotai", importNames: ["createStore", "getDefaultStore"], message: "Use web/src/lib/store.ts." },
          ],
        },
      ],
    },
  },
  {
    files: ["web/src/lib/store.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
