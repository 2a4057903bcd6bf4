#!/usr/bin/env node
// `npm run bench [build|scale|weights|leads|visits|beacons|dev]`: measures the budgets of DESIGN.md (bench/index.ts).
import { register } from 'tsx/esm/api';

register();
await import('../bench/index.ts');
