/* Small N-body simulation (5 bodies, leapfrog/symplectic Euler) with energy and momentum bookkeeping. */
#include <stdio.h>
#include <math.h>

#define NB 5
typedef struct { double x, y, z, vx, vy, vz, m; } body;

static const double PI = 3.141592653589793, SOLAR_MASS = 4 * 3.141592653589793 * 3.141592653589793;
static const double DAYS = 365.24;

static body bodies[NB] = {
    {0, 0, 0, 0, 0, 0, 0},
    {4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01, 1.66007664274403694e-03,
     7.69901118419740425e-03, -6.90460016972063023e-05, 9.54791938424326609e-04},
    {8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01, -2.76742510726862411e-03,
     4.99852801234917238e-03, 2.30417297573763929e-05, 2.85885980666130812e-04},
    {1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01, 2.96460137564761618e-03,
     2.37847173959480950e-03, -2.96589568540237556e-05, 4.36624404335156298e-05},
    {1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01, 2.68067772490389322e-03,
     1.62824170038242295e-03, -9.51592254519715870e-05, 5.15138902046611451e-05},
};

static void init(void) {
    bodies[0].m = SOLAR_MASS;
    for (int i = 1; i < NB; i++) {
        bodies[i].vx *= DAYS; bodies[i].vy *= DAYS; bodies[i].vz *= DAYS;
        bodies[i].m *= SOLAR_MASS;
    }
    double px = 0, py = 0, pz = 0;
    for (int i = 0; i < NB; i++) { px += bodies[i].vx * bodies[i].m; py += bodies[i].vy * bodies[i].m; pz += bodies[i].vz * bodies[i].m; }
    bodies[0].vx = -px / SOLAR_MASS; bodies[0].vy = -py / SOLAR_MASS; bodies[0].vz = -pz / SOLAR_MASS;
}

static double energy(void) {
    double e = 0;
    for (int i = 0; i < NB; i++) {
        body *b = &bodies[i];
        e += 0.5 * b->m * (b->vx * b->vx + b->vy * b->vy + b->vz * b->vz);
        for (int j = i + 1; j < NB; j++) {
            double dx = b->x - bodies[j].x, dy = b->y - bodies[j].y, dz = b->z - bodies[j].z;
            e -= b->m * bodies[j].m / sqrt(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}

static void advance(double dt) {
    for (int i = 0; i < NB; i++)
        for (int j = i + 1; j < NB; j++) {
            double dx = bodies[i].x - bodies[j].x, dy = bodies[i].y - bodies[j].y, dz = bodies[i].z - bodies[j].z;
            double d2 = dx * dx + dy * dy + dz * dz;
            double mag = dt / (d2 * sqrt(d2));
            bodies[i].vx -= dx * bodies[j].m * mag; bodies[i].vy -= dy * bodies[j].m * mag; bodies[i].vz -= dz * bodies[j].m * mag;
            bodies[j].vx += dx * bodies[i].m * mag; bodies[j].vy += dy * bodies[i].m * mag; bodies[j].vz += dz * bodies[i].m * mag;
        }
    for (int i = 0; i < NB; i++) { bodies[i].x += dt * bodies[i].vx; bodies[i].y += dt * bodies[i].vy; bodies[i].z += dt * bodies[i].vz; }
}

int main(void) {
    init();
    printf("pi check %.9f\n", PI);
    double e0 = energy();
    printf("energy before: %.9f\n", e0);
    for (int s = 1; s <= 5000; s++) {
        advance(0.01);
        if (s % 1000 == 0) printf("step %5d energy %.9f\n", s, energy());
    }
    double e1 = energy();
    printf("energy after: %.9f  rel drift < 1e-5: %d\n", e1, fabs((e1 - e0) / e0) < 1e-5);
    for (int i = 0; i < NB; i++) printf("body %d pos (%10.6f, %10.6f, %10.6f)\n", i, bodies[i].x, bodies[i].y, bodies[i].z);
    return 0;
}
