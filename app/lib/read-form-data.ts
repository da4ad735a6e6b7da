/** The posted form, or null when the body is not a readable form (a client's mistake, answered 400, not 500). */
export async function readFormData(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
