// The search reads image URL lists as PostgreSQL array literals; the fast path must read them exactly as
// node-postgres' own parser does, whatever the elements hold.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { parseTextArray } from "./client.ts";

const TEXT_ARRAY_OID: number = 1009;
const reference = pg.types.getTypeParser(TEXT_ARRAY_OID, "text") as (v: string) => unknown;

describe("parseTextArray", () => {
  it.each([
    ["{}", []],
    [
      "{/demo-images/suv-red-1-front.svg?lot=1,/demo-images/suv-red-2-rear.svg?lot=1}",
      ["/demo-images/suv-red-1-front.svg?lot=1", "/demo-images/suv-red-2-rear.svg?lot=1"],
    ],
    ["{https://cs.copart.com/a_ful.jpg}", ["https://cs.copart.com/a_ful.jpg"]],
    ["{registration-certificate,coc,NULL}", ["registration-certificate", "coc", null]],
    ['{"a,b","say \\"hi\\"","back\\\\slash","NULL",""," x "}', ["a,b", 'say "hi"', "back\\slash", "NULL", "", " x "]],
    ['{"{braces}",plain}', ["{braces}", "plain"]],
    [
      "{{a,b},{c,d}}",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    ["[0:1]={a,b}", ["a", "b"]],
  ])("reads %s as node-postgres does", (literal, expected) => {
    expect(parseTextArray(literal)).toEqual(expected);
    expect(parseTextArray(literal)).toEqual(reference(literal));
  });
});
