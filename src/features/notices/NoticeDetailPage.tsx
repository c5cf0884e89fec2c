// Placeholder: the page is built in its own issue; the route and frame exist now.
export function Component() {
  return (
    <div className="container page">
      <h1 className="page-title" tabIndex={-1}>Announcement</h1>
    </div>
  );
}
