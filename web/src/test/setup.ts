// Every web test: pages load lazily, and on a busy machine (CI, parallel suites) the first import of a route can
// take longer than Testing Library's default 1 s wait.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 5_000 });
