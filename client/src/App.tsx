// Placeholder page: proves the build → serve pipeline until the real screens land.
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 24 }}>
      <h1 style={{ fontSize: 40, margin: 0 }}>
        <b>Card</b>
        <span style={{ fontWeight: 300 }}>plan</span>
      </h1>
      <p style={{ fontSize: 20 }}>Capture. Sort. Plan. Export.</p>
    </main>
  );
}
