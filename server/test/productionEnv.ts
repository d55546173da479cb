// A production environment that can work: the configuration tests each break one setting of it.
export const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'p'.repeat(40),
  APP_URL: 'https://cardplan.example',
  TRUST_PROXY: '1',
  SMTP_URL: 'smtp://mail.example:587',
  DATA_DIR: ':memory:',
};
