// Prisma 6.19's wasm schema engine arms a 10 s advisory-lock timeout via setTimeout and never
// clears it, so every CLI run lingers 10 s after finishing. Unref such timers.
const orig = global.setTimeout;
global.setTimeout = function (fn, ms, ...args) {
  const t = orig(fn, ms, ...args);
  if (ms >= 10000 && t && typeof t.unref === "function") t.unref();
  return t;
};
