/** Shown instead of the app when the build's environment is missing or malformed. */
export function ConfigError({ errors }: { errors: readonly string[] }) {
  return (
    <main className="container py-5">
      <h1 className="h3">This site is not configured correctly</h1>
      <p>The build was made with these configuration problems:</p>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
      <p>Fix the values (see .env.example and the README), then build again.</p>
    </main>
  );
}
