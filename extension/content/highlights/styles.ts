// Shadow-root CSS of highlight mode: outlines never take clicks (the page stays usable); only the legend does.
export const HIGHLIGHT_CSS = `.layer{position:absolute;top:0;left:0;width:0;height:0;z-index:2147483646;pointer-events:none}
.region{position:absolute;box-sizing:border-box;border:2px solid var(--c);background:color-mix(in srgb,var(--c) 7%,transparent);border-radius:3px}
.region.noise{border-style:dashed}
.region.active{background:color-mix(in srgb,var(--c) 16%,transparent);border-width:3px}
.label{position:absolute;top:-2px;inset-inline-start:-2px;transform:translateY(-100%);padding:1px 6px;background:var(--c);color:#fff;
font:600 12px/18px system-ui,sans-serif;border-radius:3px 3px 0 0;white-space:nowrap}
.region.inside .label{transform:none;top:0;inset-inline-start:0;border-radius:0;border-end-end-radius:3px}
.tip{position:fixed;max-width:380px;padding:8px 10px;background:#1f2933;color:#fff;font:13px/1.4 system-ui,sans-serif;
border-radius:6px;box-shadow:0 4px 14px #0006;pointer-events:none;z-index:2147483647;white-space:pre-wrap}
.legend{position:fixed;inset-inline-end:16px;bottom:16px;z-index:2147483647;pointer-events:auto;background:#fff;color:#1d1d1f;
font:13px/1.5 system-ui,sans-serif;padding:10px 12px;border-radius:8px;box-shadow:0 4px 16px #0004;min-width:180px}
.legend h2{font-size:13px;margin:0 0 6px}
.legend ul{list-style:none;margin:0 0 8px;padding:0}
.legend li{display:flex;align-items:center;gap:6px}
.swatch{width:12px;height:12px;border-radius:2px;background:var(--c)}
.legend button{font:inherit;padding:3px 10px;border-radius:4px;border:1px solid #8889;background:#f3f3f3;color:#1d1d1f;cursor:pointer}
.legend button:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}`;
