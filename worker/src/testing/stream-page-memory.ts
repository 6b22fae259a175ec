// Test support, run in a child process: reads one file page through the file source and the adapter, as a run
// does, keeping nothing, and prints the items read and the process's peak resident memory (bytes) as JSON.
import { adapterFor } from "@app/shared/catalogue/provider-adapters";
import { createFileSource } from "../services/ingestion/file-source.ts";

const [dir, platform] = process.argv.slice(2) as [string, "copart" | "iaai" | "europe"];
const adapter = adapterFor(platform)!;
const page = await createFileSource({ dir, writeBatchLots: 1000, minListingShare: 0.5 }, adapter).readPage(1);
let items = 0;
let records = 0;
if (page.kind === "items")
  for await (const chunk of page.chunks)
    for (const raw of chunk) {
      items++;
      if (adapter.read(raw).ok) records++;
    }
console.log(JSON.stringify({ kind: page.kind, items, records, maxRss: process.resourceUsage().maxRSS * 1024 }));
