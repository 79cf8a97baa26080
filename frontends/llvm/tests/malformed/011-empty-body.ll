; error: 3:1: function body requires at least one block
define void @f() {
}
