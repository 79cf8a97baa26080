; error: 4:3: scalable vectors are not supported
define void @f(ptr %p) {
entry:
  %v = load <vscale x 4 x i32>, ptr %p, align 16
  %w = add <vscale x 4 x i32> %v, %v
  store <vscale x 4 x i32> %w, ptr %p, align 16
  ret void
}
