// A workload for SQLite built with zyme cc: tables, inserts, joins,
// aggregates, floating point, strings, sorting; prints every result row.
#include <stdio.h>
#include "sqlite3.h"

static int print_row(void *unused, int n, char **values, char **names) {
    (void)unused;
    for (int i = 0; i < n; i++) printf("%s%s=%s", i ? " " : "", names[i], values[i] ? values[i] : "NULL");
    printf("\n");
    return 0;
}

static void run(sqlite3 *db, const char *sql) {
    char *err = 0;
    if (sqlite3_exec(db, sql, print_row, 0, &err) != SQLITE_OK) {
        printf("error: %s\n", err);
        sqlite3_free(err);
    }
}

int main(void) {
    sqlite3 *db;
    if (sqlite3_open(":memory:", &db) != SQLITE_OK) return 1;
    run(db, "CREATE TABLE t(id INTEGER PRIMARY KEY, x REAL, name TEXT, g INTEGER);");
    run(db, "CREATE TABLE groups(g INTEGER PRIMARY KEY, label TEXT);");
    run(db, "BEGIN;");
    char sql[256];
    for (int i = 0; i < 20000; i++) {
        snprintf(sql, sizeof sql, "INSERT INTO t(x, name, g) VALUES (%f, 'item%d', %d);",
                 (i % 97) * 0.37 - 11.5, (i * 7919) % 1000, i % 13);
        run(db, sql);
    }
    for (int g = 0; g < 13; g++) {
        snprintf(sql, sizeof sql, "INSERT INTO groups VALUES (%d, 'group-%c');", g, 'a' + g);
        run(db, sql);
    }
    run(db, "COMMIT;");
    run(db, "CREATE INDEX tx ON t(x);");
    run(db, "SELECT g, COUNT(*) AS n, printf('%.6f', SUM(x)) AS s, printf('%.6f', AVG(x*x)) AS m2 FROM t GROUP BY g ORDER BY g;");
    run(db, "SELECT label, MAX(x) AS hi, MIN(x) AS lo FROM t JOIN groups USING(g) GROUP BY label ORDER BY hi DESC, label LIMIT 5;");
    run(db, "SELECT name, COUNT(*) AS c FROM t GROUP BY name ORDER BY c DESC, name LIMIT 5;");
    run(db, "SELECT COUNT(*) AS n FROM t WHERE x BETWEEN -1.0 AND 1.0;");
    run(db, "WITH RECURSIVE fib(a, b, k) AS (SELECT 0, 1, 0 UNION ALL SELECT b, a + b, k + 1 FROM fib WHERE k < 40) SELECT MAX(b) AS fib FROM fib;");
    run(db, "SELECT upper(substr(name, 1, 3)) || '-' || length(name) AS s FROM t ORDER BY id DESC LIMIT 3;");
    run(db, "DELETE FROM t WHERE g = 3; SELECT COUNT(*) AS left FROM t;");
    run(db, "SELECT printf('%.3e', exp(1.0)) AS e, round(3.14159, 2) AS r, abs(-7) AS a;");
    sqlite3_close(db);
    return 0;
}
