// The entry of the chaos suite's nodes (serverBundle.ts): Cardplan's own, with the per-user write allowance
// lifted first (liftWriteLimits.ts runs before any module of the server reads the limits).
import './liftWriteLimits';
import '../../server/index';
