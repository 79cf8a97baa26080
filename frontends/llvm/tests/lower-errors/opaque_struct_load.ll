; error: 6:3: opaque type %struct.handle has no layout
%struct.handle = type opaque

define void @f(ptr %p, ptr %q) {
entry:
  %v = load %struct.handle, ptr %p
  store %struct.handle %v, ptr %q
  ret void
}
