// `npm run dev`: the same server with Vite's middleware and hot reload.
process.env.NODE_ENV = "development";
await import("./index.js");
