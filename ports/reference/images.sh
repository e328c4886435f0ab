# SPDX-License-Identifier: Apache-2.0
# images.sh: sourced by the reference firmware's scripts to read ports/reference/images.
# rtprof_image_row IMAGE: the image's line (fields separated by '|'), or status 1 when it is not listed.
# rtprof_image_field ROW N: field N (1: image, 2: family, 3: cpu flags, 4: configuration, 5: interval
#   source, 6: QEMU board, 7: target label, 8: check mode, 9: units per slot).
# rtprof_image_args FAMILY ARG...: the argument handling of a family's build script: with --list,
#   print each image of FAMILY and its QEMU board and exit 0; without IMAGE OUT-DIR, or with an image
#   not of FAMILY, print the usage or the error and exit 2; else set image_cpu, image_config,
#   image_source, image_board and image_target from IMAGE's line.
# rtprof_image_names [FAMILY]: the images on one line, separated by spaces (of FAMILY only when given).
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
rtprof_image_args() {
    family=$1
    shift
    images=$(rtprof_image_names "$family")
    if [ "${1:-}" = "--list" ]; then
        for i in $images; do echo "$i $(rtprof_image_field "$(rtprof_image_row "$i")" 6)"; done
        exit 0
    fi
    [ $# -eq 2 ] || { echo "usage: build IMAGE OUT-DIR (images: $images)" >&2; exit 2; }
    row=$(rtprof_image_row "$1") && [ "$(rtprof_image_field "$row" 2)" = "$family" ] \
        || { echo "build: unknown image '$1' (images: $images)" >&2; exit 2; }
    image_cpu=$(rtprof_image_field "$row" 3)
    image_config=$(rtprof_image_field "$row" 4)
    image_source=$(rtprof_image_field "$row" 5)
    image_board=$(rtprof_image_field "$row" 6)
    image_target=$(rtprof_image_field "$row" 7)
}
