typedef struct { double x, y, z; } vec3;
typedef struct node { struct node *next; int value; } node;
vec3 cross(vec3 a, vec3 b) {
  vec3 r = { a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x };
  return r;
}
double norm2(const vec3 *v) { return v->x * v->x + v->y * v->y + v->z * v->z; }
int sum_list(const node *n) { int s = 0; for (; n; n = n->next) s += n->value; return s; }
struct packed_s { char c; int i; } __attribute__((packed));
struct packed_s gp = { 'a', 42 };
