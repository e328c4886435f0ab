# SPDX-License-Identifier: Apache-2.0
# images.sh: sourced by the reference firmware's scripts to read ports/reference/images.
# rtprof_image_row IMAGE: the image's line (fields separated by '|'), or status 1 when it is not listed.
# rtprof_image_field ROW N: field N (1: image, 2: board folder, 3: target, 4: configuration, 5: interval
#   source, 6: QEMU board, 7: target label, 8: check mode, 9: units per slot).
# rtprof_image_names [BOARD-FOLDER]: the images on one line, separated by spaces (of that board folder
#   only when given).
# The sourcing script sets root to the repository's root first.
rtprof_images_file=$root/ports/reference/images
rtprof_image_row() {
    grep -v '^#' "$rtprof_images_file" | awk -F'|' -v i="$1" '$1 == i { print; found = 1 } END { exit !found }'
}
rtprof_image_field() {
    printf '%s\n' "$1" | cut -d'|' -f"$2"
}
rtprof_image_names() {
    grep -v '^#' "$rtprof_images_file" | awk -F'|' -v f="${1:-}" 'f == "" || $2 == f { printf "%s%s", sep, $1; sep = " " } END { print "" }'
}
