// @ts-check
// A preload (`node --import ./scripts/holdDuringStart.mjs dist/server/index.js`) and the first import of
// scripts/start.mjs: holds what scripts/startupHold.mjs says while the server starts; the server releases it
// once it listens.
import { holdDuringStart } from './startupHold.mjs';

holdDuringStart();
